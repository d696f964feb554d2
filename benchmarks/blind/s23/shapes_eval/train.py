import torch
import torch.nn.functional as F

import evaluation
from convnet import ShapeNet
from shapes import CLASSES, make_shapes


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_x, train_y = make_shapes(2400)
    val_x, val_y = make_shapes(600)
    model = ShapeNet(len(CLASSES))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True)

    for epoch in range(6):
        order = torch.randperm(train_x.size(0))
        for start in range(0, order.numel(), 64):
            idx = order[start:start + 64]
            optimizer.zero_grad()
            F.cross_entropy(model(train_x[idx]), train_y[idx]).backward()
            optimizer.step()
        print(f"epoch {epoch}  val acc {evaluation.accuracy(model, val_x, val_y):.3f}  training mode {model.training}")

    table = evaluation.confusion(model, val_x, val_y, len(CLASSES))
    for name, row in zip(CLASSES, table.tolist()):
        print(f"{name:>7s} {row}")


if __name__ == "__main__":
    main()
