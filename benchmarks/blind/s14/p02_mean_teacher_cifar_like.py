#!/usr/bin/env python
"""Mean Teacher (Tarvainen & Valpola, 2017) on a synthetic 10-class image problem.

Only a fraction of the samples are labelled; the student is trained on the
labelled cross-entropy plus a consistency cost to the EMA teacher.
"""
import argparse
import logging

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

LOG = logging.getLogger("mean_teacher")
NO_LABEL = -1


def conv_bn(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1, bias=False),
                         nn.BatchNorm2d(cout), nn.LeakyReLU(0.1))


class ConvNet(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            conv_bn(3, 32), conv_bn(32, 32), nn.MaxPool2d(2), nn.Dropout(0.3),
            conv_bn(32, 64), conv_bn(64, 64), nn.MaxPool2d(2), nn.Dropout(0.3),
            conv_bn(64, 128), nn.AdaptiveAvgPool2d(1),
        )
        self.fc = nn.Linear(128, num_classes)

    def forward(self, x):
        return self.fc(torch.flatten(self.features(x), 1))


def create_model(num_classes, ema=False):
    model = ConvNet(num_classes)
    if ema:
        for param in model.parameters():
            param.detach_()
    return model


def update_ema_variables(model, ema_model, alpha, global_step):
    # Use the true average until the exponential average is more correct
    alpha = min(1 - 1 / (global_step + 1), alpha)
    for ema_param, param in zip(ema_model.parameters(), model.parameters()):
        ema_param.mul_(alpha).add_(param.detach(), alpha=1 - alpha)


def sigmoid_rampup(current, rampup_length):
    if rampup_length == 0:
        return 1.0
    current = max(0.0, min(current, rampup_length))
    phase = 1.0 - current / rampup_length
    return float(torch.exp(torch.tensor(-5.0 * phase * phase)))


def softmax_mse_loss(input_logits, target_logits):
    num_classes = input_logits.size(1)
    return F.mse_loss(F.softmax(input_logits, dim=1),
                      F.softmax(target_logits, dim=1), reduction="sum") / num_classes


def add_noise(x, std=0.15):
    return x + std * torch.randn_like(x)


def make_data(n=2048, labelled=256, num_classes=10):
    g = torch.Generator().manual_seed(0)
    protos = torch.randn(num_classes, 3, 16, 16, generator=g)
    y = torch.randint(0, num_classes, (n,), generator=g)
    x = protos[y] + 0.8 * torch.randn(n, 3, 16, 16, generator=g)
    y_masked = torch.full_like(y, NO_LABEL)
    y_masked[:labelled] = y[:labelled]
    return TensorDataset(x, y_masked), TensorDataset(x[:512], y[:512])


def train_epoch(loader, model, ema_model, optimizer, epoch, args, global_step):
    class_criterion = nn.CrossEntropyLoss(ignore_index=NO_LABEL, reduction="sum")
    model.train()
    ema_model.train()
    for i, (x, target) in enumerate(loader):
        student_in, teacher_in = add_noise(x), add_noise(x)
        minibatch_size = len(target)
        labeled_minibatch_size = target.ne(NO_LABEL).sum().clamp(min=1)

        ema_logit = ema_model(teacher_in)
        model_logit = model(student_in)

        class_loss = class_criterion(model_logit, target) / minibatch_size
        weight = args.consistency * sigmoid_rampup(epoch, args.rampup)
        consistency_loss = weight * softmax_mse_loss(model_logit, ema_logit) / minibatch_size
        loss = class_loss + consistency_loss

        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        global_step += 1
        update_ema_variables(model, ema_model, args.ema_decay, global_step)

        if i % 10 == 0:
            LOG.info("epoch %d it %d class %.4f cons %.4f labelled %d", epoch, i,
                     class_loss.item(), consistency_loss.item(), int(labeled_minibatch_size))
    return global_step


@torch.no_grad()
def validate(loader, model):
    model.eval()
    correct = total = 0
    for x, y in loader:
        correct += (model(x).argmax(1) == y).sum().item()
        total += y.numel()
    return correct / total


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--lr", type=float, default=0.05)
    p.add_argument("--ema-decay", type=float, default=0.99)
    p.add_argument("--consistency", type=float, default=10.0)
    p.add_argument("--rampup", type=int, default=5)
    args = p.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")

    train_set, val_set = make_data()
    train_loader = DataLoader(train_set, batch_size=128, shuffle=True, drop_last=True)
    val_loader = DataLoader(val_set, batch_size=256)

    model = create_model(10)
    ema_model = create_model(10, ema=True)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9, nesterov=True,
                                weight_decay=2e-4)
    global_step = 0
    for epoch in range(args.epochs):
        global_step = train_epoch(train_loader, model, ema_model, optimizer, epoch, args, global_step)
        LOG.info("epoch %d student %.3f teacher %.3f", epoch,
                 validate(val_loader, model), validate(val_loader, ema_model))


if __name__ == "__main__":
    main()
