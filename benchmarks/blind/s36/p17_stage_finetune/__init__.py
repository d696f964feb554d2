"""Wrist-IMU gestures: pretrain on the public gesture set, then fine-tune on a new label set."""
