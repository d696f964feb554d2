import torch

from loom_defects.engine import train_one_epoch, validate
from loom_defects.model import PickCNN
from loom_defects.signals import pick_cycles


def main(epochs=4, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_train, y_train = pick_cycles(2400)
    x_val, y_val = pick_cycles(600)
    model = PickCNN()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True,
                                weight_decay=5e-4)
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[2, 3], gamma=0.3)
    criterion = torch.nn.CrossEntropyLoss(label_smoothing=0.05)
    for epoch in range(epochs):
        train_loss = train_one_epoch(model, optimizer, criterion, x_train, y_train, batch_size)
        scheduler.step()
        report = validate(model, criterion, x_val, y_val)
        recall = {k: round(v, 2) for k, v in report["recall"].items()}
        print(f"epoch {epoch}: train {train_loss:.3f} val {report['loss']:.3f} recall {recall}")


if __name__ == "__main__":
    main()
