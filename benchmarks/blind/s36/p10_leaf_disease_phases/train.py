import torch
from torch import nn

from p10_leaf_disease_phases.checkpoint import BestWeights
from p10_leaf_disease_phases.data import CLASSES, leaf_images, loaders
from p10_leaf_disease_phases.engine import run_phase, train_model
from p10_leaf_disease_phases.model import LeafNet


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_train, y_train = leaf_images(480, seed=1)
    x_val, y_val = leaf_images(160, seed=2)
    x_test, y_test = leaf_images(160, seed=3)
    dataloaders = {"train": loaders(x_train, y_train, 32, seed=0),
                   "val": loaders(x_val, y_val, 64, seed=0),
                   "test": loaders(x_test, y_test, 64, seed=0)}

    model = LeafNet(len(CLASSES))
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=3, gamma=0.3)
    tracker = BestWeights()
    model = train_model(model, dataloaders, criterion, optimizer, scheduler, tracker,
                        num_epochs=6)
    print(f"best val acc {tracker.best_acc:.3f} (epoch {tracker.best_epoch})")
    _, test_acc = run_phase(model, dataloaders["test"], criterion, None, "test")
    print(f"test acc {test_acc:.3f}")


if __name__ == "__main__":
    main()
