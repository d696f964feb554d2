import torch
import torch.nn as nn
import torch.nn.functional as F

from backbones import BACKBONES
from options import FinetuneOptions
from setup_utils import build_optimizer, count_trainable, freeze


def image_batches(opts, n):
    for _ in range(n):
        imgs = torch.randn(opts.batch_size, 1, 12, 12)
        labels = (imgs.mean(dim=(1, 2, 3)) > 0).long() + (imgs[:, :, :6].mean(dim=(1, 2, 3)) > 0.1).long()
        yield imgs, labels


def main():
    torch.manual_seed(0)
    opts = FinetuneOptions()
    model = BACKBONES[opts.backbone](**opts.backbone_kwargs)
    if opts.freeze_backbone:
        freeze(model.features)
    optimizer = build_optimizer(model, opts)

    if model.head.out_features != opts.num_classes:
        model.head = nn.Linear(model.head.in_features, opts.num_classes)  # expect: AGL019
    print("trainable parameters:", count_trainable(model))

    model.head.train()
    for step, (imgs, labels) in enumerate(image_batches(opts, opts.steps)):
        optimizer.zero_grad()
        loss = F.cross_entropy(model(imgs), labels)
        loss.backward()
        optimizer.step()
        if step % 5 == 0:
            print(f"step {step:2d}  loss {loss.item():.4f}")


if __name__ == "__main__":
    main()
