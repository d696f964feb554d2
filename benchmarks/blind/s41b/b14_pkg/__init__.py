"""Knowledge distillation for tabla stroke (bol) recognition: a large teacher is trained once, frozen,
and distilled into a tiny student that fits on a practice-pad microcontroller."""
