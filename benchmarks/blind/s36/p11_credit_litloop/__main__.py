import torch

from .data import FEATURES, applicants, batches
from .module import DefaultRisk
from .trainer import MiniTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_train, y_train = applicants(4000, seed=1)
    x_val, y_val = applicants(1000, seed=2)
    print(f"default rate: train {y_train.mean():.3f}, val {y_val.mean():.3f}")
    model = DefaultRisk(len(FEATURES))
    trainer = MiniTrainer(max_epochs=5, gradient_clip_val=1.0)
    trainer.fit(model, batches(x_train, y_train, 64, seed=0), batches(x_val, y_val, 256, seed=0))


if __name__ == "__main__":
    main()
