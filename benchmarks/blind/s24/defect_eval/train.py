import torch
import torch.nn.functional as F

from .evaluators import Accuracy, DefectRecall
from .net import DefectNet
from .patches import DEFECTS, loader, surface_patches


def report(model, evaluators, images, labels):
    return "  ".join(f"{ev.name} {ev.run(model, images, labels):.3f}" for ev in evaluators)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_x, train_y = surface_patches(1500)
    val_x, val_y = surface_patches(600)
    model = DefectNet(len(DEFECTS))
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[3, 5], gamma=0.3)
    evaluators = [Accuracy(), DefectRecall()]
    print("before training:", report(model, evaluators, val_x, val_y))
    for epoch in range(6):
        for x, y in loader(train_x, train_y, 64, shuffle=True):
            optimizer.zero_grad()
            loss = F.cross_entropy(model(x), y)
            loss.backward()
            optimizer.step()
        scheduler.step()
        print(f"epoch {epoch}: {report(model, evaluators, val_x, val_y)}")


if __name__ == "__main__":
    main()
