import torch.nn.functional as F


def denoise_step(encoder, decoder, optims, noisy, clean):
    recon = decoder(encoder(noisy))
    mse = F.mse_loss(recon, clean)
    # fast player first: decoder update
    optims["decoder"].zero_grad()
    mse.backward(retain_graph=True)
    optims["decoder"].step()
    # slow player: encoder update through the same reconstruction
    optims["encoder"].zero_grad()
    mse.backward()
    optims["encoder"].step()
    return mse.item()
