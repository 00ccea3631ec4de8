// The medicines people name when they write about taking them or ask about them: one list for the risk
// check (a medicine taken as prescribed is not an overdose) and for the built-in engine (a question about
// a medicine is one for the person's doctor or pharmacist). A regular-expression group, without bounds.
export const MEDICINE_WORDS = String.raw`(?:medication|medications|medicine|medicines|meds|pills?|tablets?|capsules?|dose|doses|dosage|prescription|antidepressants?|ssris?|snris?|sertraline|fluoxetine|fluvoxamine|clomipramine|paroxetine|citalopram|escitalopram|venlafaxine|prozac|zoloft|luvox|anafranil|lexapro|xanax|diazepam|lorazepam|propranolol|inhaler|vitamins|antibiotics|ibuprofen|paracetamol|mg)`;
