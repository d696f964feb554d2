import torch

from callbacks import HoldoutEval, RunningAccuracy
from data import blobs
from model import Net
from trainer import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y, centers = blobs(1200)
    xv_labels = torch.randint(0, centers.shape[0], (300,))
    xv = centers[xv_labels] + 1.5 * torch.randn(300, x.shape[1])
    model = Net(x.shape[1], centers.shape[0])
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    Trainer(model, opt, [RunningAccuracy(), HoldoutEval(xv, xv_labels)]).train(x, y, epochs=5)


if __name__ == "__main__":
    main()
