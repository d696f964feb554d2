import torch

from data import reverse_pairs
from modules import Decoder, Encoder
from optim_setup import build_optimizers
from stepper import train_step

CFG = {"vocab": 12, "dim": 48, "length": 6, "n": 512, "batch": 64, "epochs": 8,
       "enc_lr": 5e-3, "dec_lr": 5e-3}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    src, tgt_in, tgt = reverse_pairs(CFG["n"], CFG["length"], CFG["vocab"])
    encoder = Encoder(CFG["vocab"], CFG["dim"])
    decoder = Decoder(CFG["vocab"], CFG["dim"])
    optimizers = build_optimizers(encoder, decoder, CFG)
    for epoch in range(CFG["epochs"]):
        losses = []
        for i in range(0, CFG["n"], CFG["batch"]):
            batch = (src[i:i + CFG["batch"]], tgt_in[i:i + CFG["batch"]], tgt[i:i + CFG["batch"]])
            losses.append(train_step(encoder, decoder, optimizers, batch))
        print(f"epoch {epoch}: nll {sum(losses) / len(losses):.3f}")
    with torch.no_grad():
        pred = decoder(tgt_in, encoder(src)).argmax(-1)
    print(f"token accuracy (teacher forced) {(pred == tgt).float().mean().item():.3f}")


if __name__ == "__main__":
    main()
