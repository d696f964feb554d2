"""SimSiam-style self-supervised pretraining on clustered vectors, then a linear probe."""
