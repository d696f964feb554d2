import torch

from .bakes import FEATURES, OUTCOMES, bake_log
from .model import BakeNet
from .task import BakeTrainer


def print_epoch(trainer, epoch, steps):
    print(f"epoch {epoch}: loss {trainer.last_mean('loss', steps):.4f}  "
          f"grad-norm {trainer.last_mean('grad_norm', steps):.3f}  "
          f"val acc {trainer.state['history']['val_acc'][-1]:.3f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X, y = bake_log()
    cut = 3200
    counts = torch.bincount(y[:cut], minlength=len(OUTCOMES)).float()
    print("class counts:", dict(zip(OUTCOMES, counts.int().tolist())))
    trainer = BakeTrainer(BakeNet(len(FEATURES), len(OUTCOMES)), X[:cut].mean(0), X[:cut].std(0),
                          class_weight=counts.sum() / (len(OUTCOMES) * counts), epochs=8)
    trainer.callbacks.append(print_epoch)
    trainer.fit((X[:cut], y[:cut]), (X[cut:], y[cut:]))
    majority = (y[cut:] == counts.argmax()).float().mean().item()
    print(f"majority-class accuracy {majority:.3f}; steps {trainer.state['step']}")


if __name__ == "__main__":
    main()
