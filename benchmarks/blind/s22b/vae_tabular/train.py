import torch

from .callbacks import BetaWarmup, GradNormTracker
from .data import low_rank_table
from .trainer import VAETrainer
from .vae import TabularVAE


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = low_rank_table(2000)
    model = TabularVAE(data.shape[1])
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    tracker = GradNormTracker()
    trainer = VAETrainer(model, opt, callbacks=[BetaWarmup(200), tracker])
    for epoch in range(6):
        rec = trainer.run_epoch(data, 100)
        print(f"epoch {epoch} recon {rec:.4f} beta {trainer.beta:.2f} grad-norm {tracker.history[-1]:.3f}")


if __name__ == "__main__":
    main()
