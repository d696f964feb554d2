"""Domino-chain wave speed: soft-prompt tuning of a frozen chain encoder.

Each chain is a sequence of dominoes (spacing, height, thickness, tilt); the encoder was
trained on hardwood floors and is adapted to chains standing on a felt table cloth by
prepending learnable prompt vectors, nothing else is trained.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

D_MODEL, CHAIN_LEN, N_PROMPT = 16, 12, 4


def domino_chains(n, rng, felt):
    spacing = rng.uniform(0.3, 0.9, (n, CHAIN_LEN))       # spacing / height
    height = rng.uniform(3.0, 6.0, (n, CHAIN_LEN))        # cm
    thick = rng.uniform(0.6, 1.0, (n, CHAIN_LEN))         # cm
    tilt = rng.normal(0.0, 2.0, (n, CHAIN_LEN))           # placement error, degrees
    slip = 0.15 + 0.5 * felt
    local = np.sqrt(9.81 * height / 100) * (1.5 - np.abs(spacing - 0.55)) * (1 - slip * thick)
    local = local * (1 + 0.01 * tilt)
    speed = 1.0 / np.mean(1.0 / local, axis=1)            # harmonic mean along the chain
    tokens = np.stack([spacing, height / 6, thick, tilt / 4], axis=-1)
    y = speed + rng.normal(0, 0.01, n)
    return torch.tensor(tokens, dtype=torch.float32), torch.tensor(y, dtype=torch.float32)


class ChainEncoder(nn.Module):
    def __init__(self, d=D_MODEL):
        super().__init__()
        self.embed = nn.Linear(4, d)
        self.pos = nn.Parameter(0.02 * torch.randn(CHAIN_LEN, d))
        self.block = nn.TransformerEncoderLayer(d, nhead=2, dim_feedforward=32,
                                                dropout=0.0, batch_first=True)
        self.readout = nn.Linear(d, 1)

    def forward(self, tokens, prompt=None):
        h = self.embed(tokens) + self.pos
        n_extra = 0
        if prompt is not None:
            n_extra = prompt.shape[0]
            h = torch.cat([prompt.unsqueeze(0).expand(h.shape[0], -1, -1), h], dim=1)
        h = self.block(h)
        return self.readout(h[:, n_extra:].mean(dim=1)).squeeze(-1)


def run_epochs(model, opt, x, y, prompt, epochs, rng, bs=32):
    for ep in range(epochs):
        order = torch.from_numpy(rng.permutation(x.shape[0]))
        for s in range(0, x.shape[0], bs):
            idx = order[s:s + bs]
            opt.zero_grad()
            loss = F.mse_loss(model(x[idx], prompt), y[idx])
            loss.backward()
            opt.step()
    return model


@torch.no_grad()
def evaluate(model, x, y, prompt=None):
    return F.mse_loss(model(x, prompt), y).item()


def main():
    torch.manual_seed(5)
    np.random.seed(5)
    torch.set_num_threads(1)
    rng = np.random.default_rng(5)

    wood_x, wood_y = domino_chains(1024, rng, felt=0.0)
    model = ChainEncoder()
    run_epochs(model, torch.optim.Adam(model.parameters(), lr=3e-3), wood_x, wood_y, None, 4, rng)
    felt_x, felt_y = domino_chains(256, rng, felt=1.0)
    val_x, val_y = domino_chains(512, rng, felt=1.0)
    print(f"hardwood model on felt: val mse {evaluate(model, val_x, val_y):.4f}")

    model.requires_grad_(False)
    soft_prompt = torch.randn(N_PROMPT, D_MODEL, requires_grad=True) * 0.02
    prompt_opt = torch.optim.Adam([soft_prompt], lr=2e-2)
    run_epochs(model, prompt_opt, felt_x, felt_y, soft_prompt, 10, rng)
    print(f"prompt-tuned on felt: val mse {evaluate(model, val_x, val_y, soft_prompt):.4f}")
    print(f"prompt norm per token: {soft_prompt.detach().norm(dim=1).numpy().round(3)}")


if __name__ == "__main__":
    main()
