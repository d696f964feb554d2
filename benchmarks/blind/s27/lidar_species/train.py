import torch
import torch.nn.functional as F

from lidar_species.net import CrownClassifier
from lidar_species.plots import SPECIES, crowns, split
from lidar_species.stopping import EarlyStopping


@torch.inference_mode()
def species_accuracy(net, x, y):
    net.eval()
    return (net(x).argmax(1) == y).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(31)
    x, y = crowns(6000, gen)
    (x, y), (val_x, val_y) = split(x, y, 0.8)
    test_x, test_y = crowns(2000, gen)

    net = CrownClassifier(x.shape[1], len(SPECIES))
    opt = torch.optim.Adamax(net.parameters(), lr=4e-3)
    sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[10, 20], gamma=0.3)
    stopper = EarlyStopping(val_x, val_y, patience=4)
    print(f"test accuracy before {species_accuracy(net, test_x, test_y):.3f}")
    for epoch in range(30):
        net.train()
        order = torch.randperm(len(y))
        for i in range(0, len(order), 100):
            idx = order[i:i + 100]
            opt.zero_grad()
            F.cross_entropy(net(x[idx]), y[idx]).backward()
            opt.step()
        sched.step()
        stop = stopper(net)
        if epoch % 3 == 0 or stop:
            print(f"epoch {epoch}: val ce {stopper.best:.4f} (best) "
                  f"test accuracy {species_accuracy(net, test_x, test_y):.3f}")
        if stop:
            break
    stopper.restore(net)
    print(f"restored best: test accuracy {species_accuracy(net, test_x, test_y):.3f}")


if __name__ == "__main__":
    main()
