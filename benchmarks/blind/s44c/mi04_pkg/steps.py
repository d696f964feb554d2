import torch
import torch.nn as nn

real_label = 1
fake_label = 0
criterion = nn.BCELoss()


def update_discriminator(netD, solver, real, fake):
    netD.zero_grad()
    label = torch.full((real.size(0),), real_label, dtype=real.dtype, device=real.device)
    output = netD(real)
    errD_real = criterion(output, label)
    errD_real.backward()
    D_x = output.data.mean()

    label.fill_(fake_label)
    output = netD(fake)
    errD_fake = criterion(output, label)
    errD_fake.backward()
    D_G_z1 = output.data.mean()
    solver.step()
    return (errD_real + errD_fake).item(), D_x.item(), D_G_z1.item()


def update_generator(netG, netD, solver, fake):
    netG.zero_grad()
    label = torch.full((fake.size(0),), real_label, dtype=fake.dtype, device=fake.device)
    output = netD(fake)
    errG = criterion(output, label)
    errG.backward()
    solver.step()
    return errG.item(), output.data.mean().item()
