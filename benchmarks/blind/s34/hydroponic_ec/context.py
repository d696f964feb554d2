class SiteContext:
    """Encoded farm descriptors, refreshed at the start of every epoch."""

    def __init__(self, table):
        self.table = table
        self._emb = None

    def refresh(self):
        self._emb = None

    def embeddings(self, model):
        if self._emb is None:
            self._emb = model.site_encoder(self.table)
        return self._emb
