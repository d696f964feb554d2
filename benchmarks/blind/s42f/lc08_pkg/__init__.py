"""Mobile app-install ads: shared-bottom model for install and in-app purchase."""
