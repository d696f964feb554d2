"""Tea-bag steeping colour: quantization-aware fine-tuning with calibrated activation ranges."""
