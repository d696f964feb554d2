import torch
from torch import nn

from .config import DAEConfig
from .corrupt import corrupt
from .data import batches, make_table
from .model import DenoisingAE


def main(cfg=DAEConfig()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    table = make_table(cfg.n_rows, cfg.n_feat)
    net = DenoisingAE(cfg.n_feat, cfg.hidden, cfg.code)
    opt = torch.optim.Adam(net.parameters(), lr=cfg.lr)
    mse = nn.MSELoss()
    for epoch in range(cfg.epochs):
        total, seen = 0.0, 0
        for clean in batches(table, cfg.batch):
            noisy = corrupt(clean, cfg.noise_level)
            recon = net(noisy)
            loss = mse(recon, clean)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * clean.shape[0]
            seen += clean.shape[0]
        print(f"epoch {epoch}: recon mse {total / seen:.4f}")


if __name__ == "__main__":
    main()
