"""BYOL-style self-supervised pretraining on toy spinning-top gyroscope traces."""
