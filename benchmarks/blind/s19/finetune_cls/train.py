import torch

from .backbone import ConvNet
from .trainer import ClassifierTrainer


def toy_task(n_batches, batch_size, num_classes, seed):
    gen = torch.Generator().manual_seed(seed)
    protos = torch.randn(num_classes, 1, 12, 12, generator=gen)
    out = []
    for _ in range(n_batches):
        y = torch.randint(0, num_classes, (batch_size,), generator=gen)
        out.append((protos[y] + 0.5 * torch.randn(batch_size, 1, 12, 12, generator=gen), y))
    return out


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = ConvNet(num_classes=10)
    pretrain = ClassifierTrainer(model, name="SGD", lr=0.05, momentum=0.9)
    for batch in toy_task(30, 32, 10, seed=1):
        pretrain.step(batch)
    print(f"pretrain acc {pretrain.accuracy(toy_task(4, 64, 10, seed=1)):.3f}")

    finetune = ClassifierTrainer(model, label_smoothing=0.1, name="AdamW", lr=3e-3, weight_decay=0.01)
    model.reset_classifier(num_classes=4)
    for batch in toy_task(40, 32, 4, seed=2):
        finetune.step(batch)
    print(f"finetune acc {finetune.accuracy(toy_task(4, 64, 4, seed=2)):.3f}")


if __name__ == "__main__":
    main()
