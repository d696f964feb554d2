import torch


class AdversarialPair:
    def __init__(self, decoder, scorer, z_dim):
        self.decoder = decoder
        self.scorer = scorer
        self.z_dim = z_dim

    def forward_pass(self, real):
        """One pass that produces every score the two updates need."""
        z = torch.randn(real.shape[0], self.z_dim)
        made = self.decoder(z)
        return {
            "made": made,
            "score_real": self.scorer(real),
            "score_made_frozen": self.scorer(made.detach()),
            "score_made": self.scorer(made),
        }
