import torch

from .furnace import T_MIN, furnace_logs
from .loop import fit
from .metrics import CENTERS, peak_rss_mb
from .model import CrucibleNet


def main(epochs=5, batch=256):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x, y = furnace_logs(8192, gen)
    xv, yv = furnace_logs(1024, gen)
    net = CrucibleNet()
    opt = torch.optim.AdamW(net.parameters(), lr=2e-3, weight_decay=1e-4, foreach=True)
    print(f"start: peak RSS {peak_rss_mb():.0f} MB")
    fit(net, opt, x, y, epochs, batch, gen)
    net.eval()
    with torch.no_grad():
        expected = (net(xv).softmax(-1) * CENTERS).sum(-1)
    print(f"valid MAE {(expected - (T_MIN + yv.float())).abs().mean():.2f} K")


if __name__ == "__main__":
    main()
