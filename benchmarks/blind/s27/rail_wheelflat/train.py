import torch

from axle import CONDITIONS, passes
from detector import MultiScaleDetector
from fitting import one_cycle_fit


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(23)
    train = passes(2000, gen)
    test_x, test_y = passes(1000, gen)
    net = MultiScaleDetector(kernels=(5, 11, 31), channels=16, n_classes=len(CONDITIONS))

    @torch.no_grad()
    def per_class_recall():
        net.eval()
        pred = net(test_x).argmax(1)
        return {c: round((pred[test_y == k] == k).float().mean().item(), 3)
                for k, c in enumerate(CONDITIONS)}

    print("test recall before:", per_class_recall())
    one_cycle_fit(net, train, epochs=8, batch=64, max_lr=5e-3,
                  on_epoch=lambda e, ce: print(f"epoch {e}: ce {ce:.4f}", per_class_recall()))


if __name__ == "__main__":
    main()
