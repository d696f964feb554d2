"""Knowledge distillation (Hinton et al., 2015) from a wide CNN to a small one."""
