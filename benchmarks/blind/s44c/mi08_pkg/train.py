import torch
import torch.optim as optim

from .constraints import min_monotone_weight
from .monotone import PickNet
from .pins import bench_attempts
from .trainer import Trainer

SEED = 13
EPOCHS = 20
use_cuda = torch.cuda.is_available()

torch.manual_seed(SEED)
torch.set_num_threads(1)

free, mono, opened = bench_attempts(1200, seed=SEED)
split = 1000
picknet = PickNet(free.size(1), mono.size(1))
if use_cuda:
    picknet = picknet.cuda()
adam = optim.Adam(picknet.parameters(), lr=5e-3)
trainer = Trainer(picknet, adam, batch_size=64, use_cuda=use_cuda)


def main():
    print("open rate in bench log: %.2f" % opened.mean())
    for epoch in range(EPOCHS):
        loss = trainer.train_epoch(free[:split], mono[:split], opened[:split])
        acc = trainer.accuracy(free[split:], mono[split:], opened[split:])
        print("epoch %d  bce %.4f  held-out acc %.3f  min monotone w %.4f"
              % (epoch, loss, acc, min_monotone_weight(picknet)))


if __name__ == "__main__":
    main()
