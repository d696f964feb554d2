"""Self-distillation (student / momentum teacher) on multichannel machine-sound windows."""
