"""Speaker-ID pretraining followed by emotion fine-tuning on synthetic filterbank features."""
