import torch

from reefnet import ReefNet
from reefs import SEVERITY, reef_surveys
from spec import ARCH


def ordinal_nll(net, series, static, severity):
    probs = ReefNet.class_probs(net(series, static))
    return -probs.gather(1, severity[:, None]).log().mean()


def evaluate(net, series, static, severity):
    net.eval()
    with torch.no_grad():
        pred = ReefNet.class_probs(net(series, static)).argmax(dim=1)
    return (pred == severity).float().mean().item(), (pred - severity).abs().float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    series, static, severity = reef_surveys(1500, seed=17)
    v_series, v_static, v_severity = reef_surveys(400, seed=18)
    print("severity counts", dict(zip(SEVERITY, torch.bincount(severity, minlength=4).tolist())))
    net = ReefNet(ARCH)
    opt = torch.optim.ASGD(net.parameters(), lr=0.05, t0=200)
    print(f"{len(list(net.parameters()))} parameter tensors")
    for epoch in range(12):
        net.train()
        order = torch.randperm(len(series))
        for i in range(0, len(order), 50):
            idx = order[i:i + 50]
            opt.zero_grad()
            nll = ordinal_nll(net, series[idx], static[idx], severity[idx])
            nll.backward()
            opt.step()
        if epoch % 3 == 2:
            acc, mae = evaluate(net, v_series, v_static, v_severity)
            cuts = [round(c.item(), 2) for c in net.cutpoints]
            print(f"epoch {epoch + 1:2d}  nll {nll.item():.3f}  val acc {acc:.3f}  val mae {mae:.3f}  cutpoints {cuts}")


if __name__ == "__main__":
    main()
