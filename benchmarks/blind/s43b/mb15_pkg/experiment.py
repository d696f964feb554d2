"""Pretraining + downstream protocol; run(args) is shared by sweep.py and `python -m mb15_pkg.experiment`."""
import torch
import torch.nn.functional as F

from . import arguments, bakes, encoders, freezing

RESULTS = {}
ENCODER_DRIFT = {}


def masked_pretrain(model, x_unl, args):
    opt = torch.optim.Adam(list(model.encoder.parameters()) + list(model.decoder.parameters()), lr=args.lr)
    for ep in range(args.pre_epochs):
        perm = torch.randperm(len(x_unl))
        for i in range(0, len(x_unl), 128):
            xb = x_unl[perm[i:i + 128]]
            mask = (torch.rand_like(xb) > args.mask_rate).float()
            opt.zero_grad()
            recon = model.reconstruct(xb, mask)
            F.mse_loss(recon * (1 - mask), xb * (1 - mask)).backward()
            opt.step()


def downstream(model, data, args):
    if args.protocol == "linear":
        freezing.freeze(model.encoder)
    params = freezing.trainable(model.encoder) + list(model.head.parameters())
    print("  [{}] trainable params: {} / {}".format(args.protocol, freezing.count(params), freezing.count(
        list(model.encoder.parameters()) + list(model.head.parameters()))))
    opt = torch.optim.Adam(params, lr=args.lr)
    x, y = data
    for ep in range(args.epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), 32):
            b = perm[i:i + 32]
            opt.zero_grad()
            F.mse_loss(model(x[b]), y[b]).backward()
            opt.step()


def run(args):
    key = arguments.stamp(args)
    if key in RESULTS:
        return RESULTS[key]
    torch.manual_seed(args.seed)
    x_unl, labelled, test = bakes.datasets(args)
    model = encoders.QualityModel(args.latent)
    if args.pretrain == "masked":
        masked_pretrain(model, x_unl, args)
    before = [p.detach().clone() for p in model.encoder.parameters()]
    downstream(model, labelled, args)
    ENCODER_DRIFT[key] = max((p.detach() - b).abs().max().item() for p, b in zip(model.encoder.parameters(), before))
    with torch.no_grad():
        model.eval()
        pred = model(test[0])
        err = (pred - test[1]).abs().mean(0)
    RESULTS[key] = {"honeycomb_mae": err[0].item(), "volume_mae": 6 * err[1].item()}
    print("{:<64s} honeycomb MAE {:.3f}  volume MAE {:.3f} ml/g".format(key, *RESULTS[key].values()))
    return RESULTS[key]


if __name__ == "__main__":
    torch.set_num_threads(1)
    run(arguments.parse())
