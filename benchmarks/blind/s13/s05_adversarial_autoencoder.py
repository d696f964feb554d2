"""Adversarial autoencoder: the encoder's codes are pushed towards a standard normal prior by a
small discriminator on the latent space."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Encoder(nn.Module):
    def __init__(self, x_dim, z_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(x_dim, hidden), nn.ReLU(), nn.Linear(hidden, z_dim))

    def forward(self, x):
        return self.net(x)


class Decoder(nn.Module):
    def __init__(self, z_dim, x_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(z_dim, hidden), nn.ReLU(), nn.Linear(hidden, x_dim))

    def forward(self, z):
        return self.net(z)


class LatentCritic(nn.Module):
    def __init__(self, z_dim, hidden=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(z_dim, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, z):
        return self.net(z).squeeze(-1)


class AAE:
    def __init__(self, x_dim=30, z_dim=4, adv_weight=0.1, lr=1e-3):
        self.enc = Encoder(x_dim, z_dim)
        self.dec = Decoder(z_dim, x_dim)
        self.critic = LatentCritic(z_dim)
        self.adv_weight = adv_weight
        self.ae_opt = torch.optim.Adam(list(self.enc.parameters()) + list(self.dec.parameters()), lr=lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=lr)

    @staticmethod
    def bce(logits, target):
        return F.binary_cross_entropy_with_logits(logits, torch.full_like(logits, target))

    def train_step(self, x):
        codes = self.enc(x)
        recon = self.dec(codes)
        prior = torch.randn_like(codes)
        code_scores = self.critic(codes)

        self.critic_opt.zero_grad()
        critic_loss = self.bce(self.critic(prior), 1.0) + self.bce(self.critic(codes.detach()), 0.0)
        critic_loss.backward()
        self.critic_opt.step()  # expect: AGL017

        self.ae_opt.zero_grad()
        recon_loss = F.mse_loss(recon, x)
        fool_loss = self.bce(code_scores, 1.0)
        (recon_loss + self.adv_weight * fool_loss).backward()
        self.ae_opt.step()
        return {"critic": critic_loss.item(), "recon": recon_loss.item(), "fool": fool_loss.item()}

    def fit(self, data, epochs=3, batch_size=32):
        for epoch in range(epochs):
            perm = torch.randperm(data.size(0))
            logs = []
            for i in range(0, data.size(0), batch_size):
                logs.append(self.train_step(data[perm[i:i + batch_size]]))
            means = {k: sum(d[k] for d in logs) / len(logs) for k in logs[0]}
            print(f"epoch {epoch}  " + "  ".join(f"{k} {v:.4f}" for k, v in means.items()))


if __name__ == "__main__":
    torch.manual_seed(0)
    basis = torch.randn(4, 30)
    dataset = torch.randn(256, 4) @ basis + 0.05 * torch.randn(256, 30)
    AAE().fit(dataset)
