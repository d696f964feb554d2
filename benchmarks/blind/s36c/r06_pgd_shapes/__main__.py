import argparse

import torch

from .data import make_dataset
from .model import small_cnn
from .trainer import AdversarialTrainer, accuracy, report


def get_args():
    p = argparse.ArgumentParser()
    p.add_argument("--n-train", type=int, default=768)
    p.add_argument("--n-test", type=int, default=256)
    p.add_argument("--eps", type=float, default=0.1)
    p.add_argument("--alpha", type=float, default=0.03)
    p.add_argument("--steps", type=int, default=5)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--lr", type=float, default=2e-3)
    return p.parse_args()


def main():
    args = get_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_train, y_train = make_dataset(args.n_train, seed=0)
    x_test, y_test = make_dataset(args.n_test, seed=1)
    model = small_cnn()
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr, weight_decay=1e-5)
    print(f"untrained clean accuracy {accuracy(model, x_test, y_test):.3f}")
    trainer = AdversarialTrainer(model, optimizer, args.eps, args.alpha, args.steps)
    for epoch in range(1, args.epochs + 1):
        loss, adv_acc = trainer.train_epoch(x_train, y_train)
        clean, robust = report(model, x_test, y_test, args.eps, args.alpha, args.steps)
        print(f"epoch {epoch}: train loss {loss:.3f} adv acc {adv_acc:.3f} | "
              f"test clean {clean:.3f} robust {robust:.3f}")


if __name__ == "__main__":
    main()
