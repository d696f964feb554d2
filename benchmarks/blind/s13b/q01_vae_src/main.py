"""Entry point: trains a small VAE on synthetic 2-D blobs embedded in 32-D space."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "src"))

import torch  # noqa: E402

from vaekit import VAE, default_config, make_loaders, train_epoch, evaluate, sample  # noqa: E402


def main(overrides=None):
    cfg = default_config()
    cfg.update(overrides or {})
    torch.manual_seed(cfg["seed"])

    train_batches, val_batches = make_loaders(cfg)
    model = VAE(cfg["input_dim"], cfg["hidden_dim"], cfg["latent_dim"])
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg["lr"])

    for epoch in range(cfg["epochs"]):
        beta = min(1.0, (epoch + 1) / cfg["warmup_epochs"])
        train_stats = train_epoch(model, optimizer, train_batches, beta=beta)
        val_stats = evaluate(model, val_batches)
        print(f"epoch {epoch}: beta={beta:.2f} train={train_stats['loss']:.3f} "
              f"val={val_stats['loss']:.3f} kld={val_stats['kld']:.3f}")

    grid = sample(model, n=8)
    print("sample grid", grid.shape, float(grid.mean()))


if __name__ == "__main__":
    main()
