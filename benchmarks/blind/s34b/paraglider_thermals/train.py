import torch
import torch.nn.functional as F

import cli
import data
import lookahead
import model as models


@torch.no_grad()
def evaluate(net, x, y):
    net.eval()
    err = net(x) - y
    net.train()
    return err.abs().mean().item(), err.pow(2).mean().sqrt().item()


def main(argv=None):
    args = cli.parse_args(argv)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = data.thermal_records(args.n_flights)
    (x_tr, y_tr), (x_va, y_va) = data.split(x, y)

    net = models.ClimbNet(x.size(1), args.hidden)
    inner = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    steps_per_epoch = -(-len(x_tr) // args.batch_size)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(inner, T_max=args.epochs * steps_per_epoch)
    opt = lookahead.Lookahead(inner, k=args.lookahead_k, alpha=args.lookahead_alpha)

    mae, rmse = evaluate(net, x_va, y_va)
    print(f"untrained: val mae {mae:.3f} m/s, rmse {rmse:.3f} m/s")
    g = torch.Generator().manual_seed(1)
    for epoch in range(args.epochs):
        for xb, yb in data.batches(x_tr, y_tr, args.batch_size, g):
            loss = F.huber_loss(net(xb), yb, delta=0.5)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
        mae, rmse = evaluate(net, x_va, y_va)
        print(f"epoch {epoch + 1}: val mae {mae:.3f} m/s, rmse {rmse:.3f} m/s")


if __name__ == "__main__":
    main()
