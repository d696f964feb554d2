import math

import torch

from gan_losses import discriminator_loss, generator_loss
from nets import NetD, NetG, weights_init
from options import get_args


def real_batch(bs, length):
    t = torch.linspace(0, 2 * math.pi, length)
    phase = torch.rand(bs, 1) * 2 * math.pi
    return torch.sin(t + phase).unsqueeze(1)


def main(argv=None):
    args = get_args(argv)
    torch.manual_seed(1)
    netG = NetG(args.nz, args.ngf, args.length)
    netD = NetD(args.ndf, args.length)
    netG.apply(weights_init)
    netD.apply(weights_init)
    optimizerD = torch.optim.Adam(netD.parameters(), lr=args.lr, betas=(args.beta1, 0.999))
    optimizerG = torch.optim.Adam(netG.parameters(), lr=args.lr, betas=(args.beta1, 0.999))

    for it in range(args.iters):
        real = real_batch(args.batch_size, args.length)
        noise = torch.randn(args.batch_size, args.nz)
        fake = netG(noise)

        # (1) update D
        netD.zero_grad()
        errD = discriminator_loss(netD, real, fake)
        errD.backward()
        optimizerD.step()

        # (2) update G
        netG.zero_grad()
        errG = generator_loss(netD, fake)
        errG.backward()
        optimizerG.step()

        if it % 5 == 0:
            print(f"[{it}/{args.iters}] loss_D {errD.item():.4f} loss_G {errG.item():.4f}")


if __name__ == "__main__":
    main()
