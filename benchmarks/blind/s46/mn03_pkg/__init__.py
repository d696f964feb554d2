"""Knowledge distillation of a kettle-whistle onset detector (KD / Sobolev / FGSM variants)."""
