import torch

from dwell_net import DwellNet
from ledger import Ledger
from sampler import hard_batches
from terminal import containers


@torch.no_grad()
def report(net, x, days):
    net.eval()
    mu, log_sd = net(x)
    nll = DwellNet.nll(mu, log_sd, days).mean().item()
    median_err = (mu.exp() - days).abs().median().item()
    covered = ((days.log() - mu).abs() < 1.645 * log_sd.exp()).float().mean().item()
    return f"test nll {nll:.4f}  median |error| {median_err:.2f} d  90% interval cover {covered:.3f}"


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(43)
    x, days = containers(16000, gen)
    xt, dt = containers(4000, gen)
    net = DwellNet(x.shape[1])
    opt = torch.optim.Adagrad(net.parameters(), lr=0.05, lr_decay=1e-4)
    ledger = Ledger(len(days))
    print("before:", report(net, xt, dt))
    for epoch in range(8):
        net.train()
        for idx in hard_batches(ledger, 128, temperature=2.0):
            mu, log_sd = net(x[idx])
            per_sample = DwellNet.nll(mu, log_sd, days[idx])
            opt.zero_grad()
            per_sample.mean().backward()
            opt.step()
            ledger.record(idx, per_sample)
        print(f"epoch {epoch}: train nll {ledger.close_epoch():.4f} |", report(net, xt, dt))


if __name__ == "__main__":
    main()
