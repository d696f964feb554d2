from r03_arcface_identities.margins import ArcMarginProduct, NormSoftmax

HEADS = {
    "arcface": ArcMarginProduct,
    "normsoftmax": NormSoftmax,
}


def build_head(name, embedding_dim, num_classes, **kwargs):
    try:
        cls = HEADS[name]
    except KeyError:
        raise ValueError(f"unknown head {name!r}, choose from {sorted(HEADS)}") from None
    return cls(embedding_dim, num_classes, **kwargs)
