"""Glioma sub-region segmentation (oedema / enhancing core) on synthetic 2-channel MRI slices."""
