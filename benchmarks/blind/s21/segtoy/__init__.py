"""Binary segmentation of synthetic blobs with a tiny encoder/decoder."""
