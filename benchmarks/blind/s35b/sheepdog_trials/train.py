import torch

from sheepdog_trials.data import CONDITIONS, N_DOGS, N_HANDLERS, batches, trial_runs
from sheepdog_trials.model import TrialScorer
from sheepdog_trials.monitors import EmbeddingSpectrum
from sheepdog_trials.trainer import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, test = trial_runs(2000, seed=51), trial_runs(500, seed=52)
    model = TrialScorer(N_DOGS, N_HANDLERS, len(CONDITIONS))
    optimizer = torch.optim.Adam(model.parameters(), lr=5e-3)
    trainer = Trainer(model, optimizer, monitors=[EmbeddingSpectrum("dogs")])
    print(f"untrained points mae {trainer.points_mae(test):.2f}")
    for epoch in range(10):
        loss = trainer.fit_epoch(batches(train, 64, seed=epoch))
        logs = trainer.end_of_epoch(epoch)
        if epoch % 3 == 2 or epoch == 9:
            print(f"epoch {epoch} loss {loss:.3f} test mae {trainer.points_mae(test):.2f}",
                  logs)


if __name__ == "__main__":
    main()
