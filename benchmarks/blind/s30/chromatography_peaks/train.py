import torch
import torch.nn.functional as F

import chromatograms as hplc
import providers


def quant_error(net, traces, amounts):
    net.eval()
    with torch.no_grad():
        err = (net(traces) - amounts).abs().mean(dim=0)
    net.train()
    return dict(zip(hplc.COMPOUNDS, [round(v, 4) for v in err.tolist()]))


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    c = providers.wire()
    net = c.resolve("peak_net")
    opt = c.resolve("optimizer")
    sched = c.resolve("schedule")
    epochs, batch_size = c.resolve("epochs"), c.resolve("batch_size")

    traces, amounts = hplc.hplc_runs(1600, seed=31)
    val_traces, val_amounts = hplc.hplc_runs(400, seed=32)
    print("initial MAE", quant_error(net, val_traces, val_amounts))
    for epoch in range(epochs):
        order = torch.randperm(len(traces))
        total = 0.0
        for i in range(0, len(order), batch_size):
            idx = order[i:i + batch_size]
            opt.zero_grad()
            mse = F.mse_loss(net(traces[idx]), amounts[idx])
            mse.backward()
            opt.step()
            sched.step()
            total += mse.item() * len(idx)
        print(f"epoch {epoch + 1}  mse {total / len(order):.5f}  MAE {quant_error(net, val_traces, val_amounts)}")


if __name__ == "__main__":
    main()
