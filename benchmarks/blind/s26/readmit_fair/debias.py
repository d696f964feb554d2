import torch
import torch.nn.functional as F


class Experiment:
    def __init__(self, encoder, head, adversary, optimizers, adversary_weight):
        self.encoder = encoder
        self.head = head
        self.adversary = adversary
        self.optimizers = optimizers
        self.adversary_weight = adversary_weight

    def train_step(self, x, readmitted, site):
        for optimizer in self.optimizers.values():
            optimizer.zero_grad()
        site_loss = self.fit_adversary(x, site)
        risk_loss = self.fit_predictor(x, readmitted, site)
        return risk_loss, site_loss

    def fit_adversary(self, x, site):
        codes = self.encoder(x)
        loss = F.cross_entropy(self.adversary(codes), site)
        loss.backward()
        self.optimizers["adversary"].step()
        return loss.item()

    def fit_predictor(self, x, readmitted, site):
        codes = self.encoder(x)
        risk = F.binary_cross_entropy_with_logits(self.head(codes), readmitted)
        confusion = F.cross_entropy(self.adversary(codes), site)
        (risk - self.adversary_weight * confusion).backward()
        self.optimizers["predictor"].step()
        return risk.item()

    @torch.no_grad()
    def codes(self, x):
        self.encoder.eval()
        out = self.encoder(x)
        self.encoder.train()
        return out

    @torch.no_grad()
    def auc(self, x, readmitted):
        scores = self.head(self.codes(x))
        pos = scores[readmitted == 1]
        neg = scores[readmitted == 0]
        return (pos[:, None] > neg[None, :]).float().mean().item()
