import torch


def soap_film_reflectance(n, n_wl, gen):
    """Reflectance spectra of a draining vertical soap film.

    Two-beam interference: R(lambda) ~ sin^2(2 pi n_f d / lambda); thickness d (nm) thins
    as the film drains, so the fringes sweep through the visible band.
    """
    wl = torch.linspace(400.0, 700.0, n_wl)
    d = 80.0 + 900.0 * torch.rand(n, 1, generator=gen)
    n_film = 1.33 + 0.02 * torch.rand(n, 1, generator=gen)
    refl = torch.sin(2 * torch.pi * n_film * d / wl[None]) ** 2
    lamp = 0.8 + 0.2 * torch.sin(wl / 60.0)[None]
    spec = refl * lamp + 0.02 * torch.randn(n, n_wl, generator=gen)
    return spec, (d.squeeze(1) - 530.0) / 260.0


def loader(x, y, bs, gen, shuffle=True):
    idx = torch.randperm(x.shape[0], generator=gen) if shuffle else torch.arange(x.shape[0])
    for s in range(0, x.shape[0], bs):
        j = idx[s:s + bs]
        yield x[j], y[j]
