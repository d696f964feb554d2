import torch

from .hparams import HP
from .networks import SemiSupervisedAE
from .trainers import SemiSupervisedTrainer


def make_data(hp):
    centers = torch.randn(hp.n_classes, hp.latent) * 2.0
    labels = torch.randint(0, hp.n_classes, (hp.n_samples,))
    codes = centers[labels] + 0.6 * torch.randn(hp.n_samples, hp.latent)
    mixing = torch.randn(hp.latent, hp.n_features)
    x = torch.tanh(codes @ mixing / 2) + 0.05 * torch.randn(hp.n_samples, hp.n_features)
    visible = labels.clone()
    visible[torch.rand(hp.n_samples) > hp.labelled_fraction] = -1
    return x, labels, visible


def batches(x, y, batch_size):
    order = torch.randperm(x.size(0))
    for start in range(0, x.size(0), batch_size):
        idx = order[start:start + batch_size]
        yield x[idx], y[idx]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, labels, visible = make_data(HP)
    model = SemiSupervisedAE(HP.n_features, HP.hidden, HP.latent, HP.n_classes)
    optimizer = torch.optim.Adam(model.parameters(), lr=HP.lr)
    trainer = SemiSupervisedTrainer(model, optimizer, HP.objectives, ignore_index=-1)
    print(f"accuracy before training {trainer.accuracy(x, labels):.3f}")
    for epoch in range(HP.epochs):
        logs = trainer.epoch(batches(x, visible, HP.batch_size))
        if epoch % 5 == 4:
            print(f"epoch {epoch:2d}  " + "  ".join(f"{k} {v:.4f}" for k, v in logs.items()))
    print(f"accuracy on all points {trainer.accuracy(x, labels):.3f}")


if __name__ == "__main__":
    main()
