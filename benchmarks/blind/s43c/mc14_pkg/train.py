import torch

from . import ppg
from .nets import PulseCritic, PulseGenerator
from .trainer import RecurrentGANTrainer


def dominant_rate(x):
    """Heart rate (bpm) from the autocorrelation peak of each window."""
    x = x.squeeze(-1) - x.mean(1)
    ac = torch.stack([(x[:, :-k] * x[:, k:]).mean(1) for k in range(1, ppg.T // 2)], 1)
    lag = ac[:, 9:].argmax(1) + 10                        # ignore lags under 0.4 s
    return 60 * ppg.FS / lag.float()


def main(epochs=4, batch=32):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = ppg.windows(384, seed=1)
    gen, critic = PulseGenerator(), PulseCritic()
    trainer = RecurrentGANTrainer(
        gen, critic,
        torch.optim.Adam(gen.parameters(), lr=2e-3, betas=(0.5, 0.99)),
        torch.optim.Adam(critic.parameters(), lr=1e-3, betas=(0.5, 0.99)),
    )
    for epoch in range(epochs):
        perm = torch.randperm(data.size(0))
        logs = [trainer.step(data[perm[i:i + batch]]) for i in range(0, data.size(0), batch)]
        lc = sum(a for a, _ in logs) / len(logs)
        lg = sum(b for _, b in logs) / len(logs)
        fake = trainer.sample(128, ppg.T)
        print(f"epoch {epoch}  critic {lc:.3f}  gen {lg:.3f}  "
              f"fake std {fake.std().item():.3f} (real {data.std().item():.3f})  "
              f"fake HR {dominant_rate(fake).mean().item():.0f} bpm (real {dominant_rate(data).mean().item():.0f})")


if __name__ == "__main__":
    main()
