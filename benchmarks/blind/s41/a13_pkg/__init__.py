"""Character-level GAN (Gumbel-softmax relaxation) that invents fantasy-map place names."""
